import type { AppConfig } from '../../config';
import type { AuthRepository } from './auth.repository';
import { TokenService } from './token.service';

async function service(secret = 'a-test-secret-of-enough-length-0123456789'): Promise<TokenService> {
  const tokens = new TokenService({ jwtSecret: secret, jwtTtlSeconds: 60 } as AppConfig, {} as AuthRepository);
  await tokens.onModuleInit();
  return tokens;
}

describe('TokenService.verify (verified tokens kept until they expire)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('gives the same claims on a second call', async () => {
    const tokens = await service();
    const { token, jti } = tokens.issue('emp-1');
    const first = tokens.verify(token);
    expect(first).toMatchObject({ sub: 'emp-1', jti });
    expect(tokens.verify(token)).toEqual(first);
  });

  it('still refuses a token whose signature or payload was altered after the original was kept', async () => {
    const tokens = await service();
    const { token } = tokens.issue('emp-1');
    expect(tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const otherSignature = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(tokens.verify(`${header}.${payload}.${otherSignature}`)).toBeNull();
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'admin' })).toString('base64url');
    expect(tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(tokens.verify(`${token} `)).toBeNull();
  });

  it('refuses a token signed with another key', async () => {
    const tokens = await service();
    const other = await service('another-secret-of-enough-length-9876543210');
    expect(tokens.verify(other.issue('emp-1').token)).toBeNull();
  });

  it('refuses a kept token from the second of its expiry on, as jsonwebtoken does', async () => {
    const tokens = await service();
    const { token, expiresAt } = tokens.issue('emp-1');
    expect(tokens.verify(token)).not.toBeNull();
    jest.spyOn(Date, 'now').mockReturnValue(expiresAt.getTime() - 1);
    expect(tokens.verify(token)).not.toBeNull();
    jest.spyOn(Date, 'now').mockReturnValue(expiresAt.getTime());
    expect(tokens.verify(token)).toBeNull();
    // And once forgotten, the signature check refuses it too.
    expect(tokens.verify(token)).toBeNull();
  });

  it('refuses a token of another audience (the sign-on state) even with our key', async () => {
    const tokens = await service();
    const state = tokens.sealState({ nonce: 'n' });
    expect(tokens.verify(state)).toBeNull();
    expect(tokens.openState(state)).toEqual({ nonce: 'n' });
  });

  it('keeps at most a bounded number of tokens, the oldest leaving first, and verifies the forgotten ones again', async () => {
    const tokens = await service();
    const issued = Array.from({ length: 1100 }, (_, i) => tokens.issue(`emp-${i}`).token);
    for (const token of issued) expect(tokens.verify(token)).not.toBeNull();
    const kept = (tokens as unknown as { verified: Map<string, unknown> }).verified;
    expect(kept.size).toBe(1024);
    expect(kept.has(issued[0])).toBe(false);
    expect(kept.has(issued[1099])).toBe(true);
    expect(tokens.verify(issued[0])).toMatchObject({ sub: 'emp-0' });
    expect(kept.has(issued[0])).toBe(true);
    expect(kept.size).toBe(1024);
  });
});
