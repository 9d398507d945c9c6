// One form dialog's state, the same in every dialog: the form is reset each time it opens,
// it is busy (and cannot be closed) while a request runs, a success toasts and closes it, and
// a refusal is shown beside the fields its `details` name, or else in a toast.
import * as React from 'react';
import i18next from 'i18next';
import { toast } from 'sonner';

import { errorText, failToast, type ApiOptions, type ApiResponse } from '~/lib/api.client';
import { detailText, fieldDetails } from '~/lib/field-errors';

/** Per field: a message shown under it, or '' when it is only marked invalid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type FormDialogOptions<F extends string> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Puts the form back to its start when the dialog opens; may return a cleanup (a load to drop). */
  onOpen?: () => void | (() => void);
  /** Another value of this while open starts the form again (the record being edited). */
  resetKey?: unknown;
  /**
   * The request fields the form shows, so a refusal naming one is shown beside it: their
   * names, or request field -> form field where they differ.
   */
  fields?: readonly F[] | Readonly<Record<string, F>>;
  /** The id of a field's control: the first refused one gets the focus. */
  fieldId?: (field: F) => string;
};

export type SubmitOutcome<T> = {
  /** The success toast. */
  success?: string;
  /** The failure toast's key (the server's reason goes underneath); without it, the reason alone. */
  fail?: string;
  /** Stay open after a success (a tabbed editor saving one tab). */
  keepOpen?: boolean;
  onSuccess?: (data: T) => void;
  /** A refusal the dialog answers itself (a 409 reload); true: nothing more is shown. */
  onRefused?: (res: ApiResponse<T>) => boolean | void | Promise<boolean | void>;
  /** Names this request while it runs (`busyAs`), for dialogs with several actions. */
  as?: string;
};

export type FormDialog<F extends string> = {
  busy: boolean;
  busyAs: string | null;
  errors: FieldErrors<F>;
  /** For <Field error>: the message, true when only marked, undefined when fine. */
  error: (field: F) => string | true | undefined;
  invalid: (field: F) => boolean;
  /** A client-side check refused: mark the fields and toast the reason. */
  refuse: (fields: F | readonly F[] | null, message: string, level?: 'error' | 'warning') => void;
  /** Shows these errors (messages under their fields) instead of the current ones. */
  showErrors: (errors: FieldErrors<F>) => void;
  focus: (field: F) => void;
  /** The field was edited (or, without one, the form started again): drop its mark. */
  clear: (field?: F) => void;
  /** Props of <Dialog>: it cannot be closed while busy. */
  dialog: { open: boolean; onOpenChange: (open: boolean) => void };
  close: () => void;
  /** A <form onSubmit>: no page post, nested forms stay apart, nothing while busy. */
  onSubmit: (handler: (form: HTMLFormElement) => unknown) => (event: React.FormEvent<HTMLFormElement>) => void;
  /** Busy (as `as`) while `task` runs; nothing when already busy. */
  run: <R>(task: () => Promise<R>, as?: string) => Promise<R | undefined>;
  /**
   * Sends a request (`send` gets the options that keep api() silent: the dialog shows the
   * outcome). Answers whether it succeeded.
   */
  submit: <T>(send: (options: ApiOptions) => Promise<ApiResponse<T>>, outcome?: SubmitOutcome<T>) => Promise<boolean>;
};

function fieldMap<F extends string>(fields: FormDialogOptions<F>['fields']): Readonly<Record<string, F>> {
  if (!fields) return {};
  if (Array.isArray(fields)) return Object.fromEntries((fields as readonly F[]).map((f) => [f, f]));
  return fields as Readonly<Record<string, F>>;
}

export function useFormDialog<F extends string = string>(options: FormDialogOptions<F>): FormDialog<F> {
  const { open, onOpenChange, resetKey } = options;
  const [errors, setErrors] = React.useState<FieldErrors<F>>({});
  const [busyAs, setBusyAs] = React.useState<string | null>(null);
  // The state lags a render: a second Enter before it settles must not send twice.
  const running = React.useRef(false);
  const latest = React.useRef(options);
  latest.current = options;

  React.useEffect(() => {
    if (!open) return;
    setErrors({});
    return latest.current.onOpen?.() ?? undefined;
  }, [open, resetKey]);

  const focus = (field: F) => {
    const id = latest.current.fieldId?.(field);
    if (id) window.requestAnimationFrame(() => document.getElementById(id)?.focus());
  };

  const close = () => latest.current.onOpenChange(false);

  const refuse: FormDialog<F>['refuse'] = (fields, message, level = 'error') => {
    const list = fields === null ? [] : typeof fields === 'string' ? [fields as F] : (fields as readonly F[]);
    setErrors(Object.fromEntries(list.map((f) => [f, ''])) as FieldErrors<F>);
    toast[level](message);
  };

  const clear: FormDialog<F>['clear'] = (field) => {
    if (field === undefined) setErrors({});
    else
      setErrors((e) => {
        if (!(field in e)) return e;
        const next = { ...e };
        delete next[field];
        return next;
      });
  };

  /** Details naming a field of the form go beside it; answers whether any did and none was left. */
  function showDetails(body: unknown): boolean {
    const map = fieldMap(latest.current.fields);
    const named: FieldErrors<F> = {};
    let unnamed = 0;
    for (const d of fieldDetails(body)) {
      const field = map[d.field];
      if (field === undefined) unnamed++;
      else named[field] ??= detailText(d);
    }
    const first = Object.keys(named)[0] as F | undefined;
    if (first === undefined) return false;
    setErrors(named);
    focus(first);
    return unnamed === 0;
  }

  async function run<R>(task: () => Promise<R>, as = 'submit'): Promise<R | undefined> {
    if (running.current) return undefined;
    running.current = true;
    setBusyAs(as);
    try {
      return await task();
    } finally {
      running.current = false;
      setBusyAs(null);
    }
  }

  async function submit<T>(send: (o: ApiOptions) => Promise<ApiResponse<T>>, outcome: SubmitOutcome<T> = {}): Promise<boolean> {
    if (running.current) return false;
    // Each answer shows its own refusal.
    setErrors({});
    const res = await run(() => send({ silent: true }), outcome.as);
    if (!res) return false;
    if (res.ok) {
      if (outcome.success) toast.success(outcome.success);
      if (!outcome.keepOpen) close();
      outcome.onSuccess?.(res.data);
      return true;
    }
    // 401: api() is already on its way to the sign-in page.
    if (res.status === 401) return false;
    if (showDetails(res.data)) return false;
    if (await outcome.onRefused?.(res)) return false;
    if (outcome.fail) failToast(outcome.fail, res.data);
    else toast.error(res.status === 0 ? i18next.t('common.network-error') : errorText(res.data));
    return false;
  }

  const busy = busyAs !== null;
  return {
    busy,
    busyAs,
    errors,
    error: (field) => {
      const e = errors[field];
      return e === undefined ? undefined : e || true;
    },
    invalid: (field) => errors[field] !== undefined,
    refuse,
    showErrors: setErrors,
    focus,
    clear,
    dialog: { open, onOpenChange: (next) => (busy && !next ? undefined : onOpenChange(next)) },
    close,
    onSubmit: (handler) => (event) => {
      event.preventDefault();
      event.stopPropagation();
      if (!running.current) void handler(event.currentTarget);
    },
    run,
    submit,
  };
}
