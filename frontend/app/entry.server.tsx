import { Transform } from 'node:stream';

import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { createInstance } from 'i18next';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';

import '~/lib/context';
import { namespacesOf, startI18n, toLang } from '~/lib/i18n';
import { NonceProvider } from '~/lib/nonce';

// With single fetch, pending promises are rejected after this long.
export const streamTimeout = 5_000;

/**
 * React 18.3's Node renderer flushes its whole 2 KB buffer when the next multi-byte character does not
 * fit, unwritten zero bytes included: a NUL lands in the page (a U+FFFD in an attribute, e.g. a
 * Vietnamese aria-label, which axe then finds differs from the visible text). Markup never holds a
 * NUL byte of its own (UTF-8 uses 0x00 only for U+0000), so dropping them all restores the page.
 */
function withoutNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, chunk.includes(0) ? chunk.filter((byte) => byte !== 0) : chunk);
    },
  });
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.cspNonce ?? '';
  const i18n = createInstance();
  const lang = toLang(loadContext?.lang);
  // The common strings and the area files of the matched routes (decision 054): root.tsx names them on
  // <html data-strings>, and the browser loads the same before hydrating.
  const namespaces = namespacesOf(remixContext.staticHandlerContext.matches.map((m) => m.route.id));
  await startI18n(i18n.use(initReactI18next), lang, namespaces);

  // Bots and SPA mode get the whole document at once; browsers get it streamed.
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <NonceProvider value={nonce}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </NonceProvider>
      </I18nextProvider>,
      {
        nonce: nonce || undefined,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = withoutNulBytes();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject above and are logged by Remix.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
