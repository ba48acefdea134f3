import { toNestErrors } from "@hookform/resolvers";
import { useQueryClient } from "@tanstack/react-query";
import {
  type BaseSyntheticEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import {
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { reasonOfIssue } from "../../contracts/error-reasons";
import { isSignedOut } from "./api-client";
import {
  dropDraft,
  fieldMessages,
  issueWords,
  OneAtATime,
  serverFieldMessages,
  takeDraft,
  writeDraft,
} from "./form-wiring";
import { meQueryKey } from "./signed-in";

export interface ContractFormOptions<I extends FieldValues, O> {
  /** The contract's form schema (its messages are the ones shown under the fields). */
  schema: z.ZodType<O, I>;
  /** Every field of the form, with its value when the form opens (undefined: none chosen). */
  defaultValues: DefaultValues<I> & Record<keyof I, unknown>;
  /** Body fields the form spells another way: a 400 about `timestamp` shows under `time`. */
  serverFields?: Readonly<Record<string, Path<I>>>;
  /**
   * Keeps what was typed in this tab (sessionStorage) when a save answers 401 or the session
   * ends while the form is open; the form opens with it after the detective logs in again.
   */
  draft?: string;
  /** When the schema checks the fields: on submit (the default) or as they change. */
  mode?: "onSubmit" | "onChange";
}

/**
 * The contract checks the fields; each field's message is worded in the current language from
 * the issue's reason and params (ADR 075), and its `type` is that reason (`passwordMismatch`),
 * so a form decides by the reason, never by the words.
 */
function wordedResolver<I extends FieldValues, O>(
  schema: z.ZodType<O, I>,
): Resolver<I, unknown, O> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const byPath: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join(".");
      byPath[path] ??= { type: reasonOfIssue(issue).reason, message: issueWords(issue) };
    }
    return { values: {}, errors: toNestErrors(byPath, options) };
  };
}

/** What happens after a send failed, besides the field messages the helper shows itself. */
export interface SubmitHandlers<I extends FieldValues = FieldValues> {
  /** Any failure but a 401: the form's words (a toast, a message). */
  failed?: (error: unknown) => void;
  /** A 401 (the session ended): the form has already kept its values and shows the notice. */
  signedOut?: (error: unknown) => void;
  /** The schema refused the fields (their messages are shown already). */
  invalid?: (errors: FieldErrors<I>) => void;
}

export type ContractForm<I extends FieldValues, O> = UseFormReturn<I, unknown, O> & {
  /** Put on the <form> with `ref={form.ref}`: where the first message is looked for. */
  ref: RefObject<HTMLFormElement | null>;
  /**
   * The <form>'s onSubmit: checks the fields with the schema, then runs `save` once per intent
   * (a second tap while it is checked or sent is dropped). A failed save's field messages go
   * under their fields; the first message, the schema's or the server's, is scrolled to and
   * focused.
   */
  submit: (
    save: (values: O) => Promise<unknown> | unknown,
    handlers?: SubmitHandlers<I>,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** Runs `send` unless a send is under way (a button outside the form's submit). */
  once: (send: () => Promise<unknown>) => Promise<void>;
  /** Shows messages keyed like a 400's `errors` under their fields and brings the first one up. */
  showErrors: (messages: Readonly<Record<string, string>>) => void;
  /** True from the tap until the save has answered: the submit button is disabled. */
  pending: boolean;
  /** The last save answered 401: the form shows the log-in-again notice. */
  signedOut: boolean;
  /** The form opened with what was typed before the session ended. */
  restored: boolean;
};

function sessionStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Scrolls the first field marked invalid (in the order the child sees them) to the middle of
 * its scroller, clear of a sticky Save bar and of toasts, and puts the focus on it.
 */
export function bringUpFirstInvalid(root: HTMLElement): void {
  const invalid = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const target =
    invalid.matches("input, select, textarea, button, [tabindex]") && !invalid.matches("[disabled]")
      ? invalid
      : (invalid.querySelector<HTMLElement>(
          '[role="radio"][tabindex="0"], [role="radio"], input, select, textarea, button',
        ) ?? invalid);
  target.focus({ preventScroll: true });
  invalid.scrollIntoView({ block: "center", inline: "nearest" });
}

/**
 * One send per intent for a button that is not a form's submit (Finish Day): `once(send)` runs
 * `send` unless one is under way; `pending` disables the button meanwhile.
 */
export function useOnce(): {
  once: (send: () => Promise<unknown>) => Promise<void>;
  pending: boolean;
} {
  const [gate] = useState(() => new OneAtATime());
  const [pending, setPending] = useState(false);
  const once = useCallback(
    async (send: () => Promise<unknown>) => {
      if (!gate.enter()) return;
      setPending(true);
      try {
        await send();
      } finally {
        gate.leave();
        setPending(false);
      }
    },
    [gate],
  );
  return { once, pending };
}

/**
 * The one way to wire a form (ADR 017, 046): react-hook-form with the contract's form schema,
 * server field messages under their fields, the first message brought into view and focused,
 * one send per intent, and what was typed kept when the session ends.
 */
export function useContractForm<I extends FieldValues, O = I>(
  options: ContractFormOptions<I, O>,
): ContractForm<I, O> {
  const { schema, serverFields, draft, mode = "onSubmit" } = options;
  const queryClient = useQueryClient();
  const userId = () => queryClient.getQueryData<{ id: string }>(meQueryKey)?.id;
  const [opening] = useState(() => {
    const store = sessionStore();
    const kept = draft && store ? takeDraft(store, draft, userId(), options.defaultValues) : null;
    return { values: kept ?? options.defaultValues, restored: kept !== null };
  });
  const form = useForm<I, unknown, O>({
    resolver: wordedResolver<I, O>(schema),
    defaultValues: opening.values,
    mode,
    // Focus is ours: the first message in the order shown, Controller fields included.
    shouldFocusError: false,
  });
  const ref = useRef<HTMLFormElement | null>(null);
  const { once, pending } = useOnce();
  const [signedOut, setSignedOut] = useState(false);
  const [, setFocusRequest] = useState(0);

  // The messages may reach the screen a render after the request (react-hook-form publishes
  // the schema's errors after the invalid callback): look after every render until one shows.
  const focusWanted = useRef(0);
  useEffect(() => {
    if (focusWanted.current === 0 || !ref.current) return;
    if (!ref.current.querySelector('[aria-invalid="true"]')) return;
    focusWanted.current = 0;
    bringUpFirstInvalid(ref.current);
  });
  const requestFocus = useCallback(() => {
    focusWanted.current += 1;
    setFocusRequest((n) => n + 1);
  }, []);

  const keep = useCallback(() => {
    const store = sessionStore();
    const owner = queryClient.getQueryData<{ id: string }>(meQueryKey)?.id;
    if (draft && store && owner) writeDraft(store, draft, owner, form.getValues());
  }, [draft, form, queryClient]);

  // The signed-in screens close when the session check finds the session gone (a tab coming
  // back to the front refetches it): keep what was typed on the way out.
  useEffect(
    () => () => {
      if (isSignedOut(queryClient.getQueryState(meQueryKey)?.error)) keep();
    },
    [keep, queryClient],
  );

  const fields = Object.keys(options.defaultValues);
  const showErrors = (messages: Readonly<Record<string, string>>) => {
    const shown = fieldMessages(messages, fields, serverFields);
    for (const { field, message } of shown) {
      form.setError(field as Path<I>, { type: "server", message });
    }
    if (shown.length > 0) requestFocus();
  };

  const submit =
    (save: (values: O) => Promise<unknown> | unknown, handlers: SubmitHandlers<I> = {}) =>
    async (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      if (!pending) focusWanted.current = 0;
      await once(() =>
        form.handleSubmit(
          async (values) => {
            try {
              await save(values);
              setSignedOut(false);
              if (draft) {
                const store = sessionStore();
                if (store) dropDraft(store, draft);
              }
            } catch (error) {
              showErrors(serverFieldMessages(error) ?? {});
              if (isSignedOut(error)) {
                keep();
                setSignedOut(true);
                handlers.signedOut?.(error);
              } else {
                handlers.failed?.(error);
              }
            }
            // A save that set its own messages (a check only the whole body can make).
            if (Object.keys(form.formState.errors).length > 0) requestFocus();
          },
          (errors) => {
            requestFocus();
            handlers.invalid?.(errors);
          },
        )(event),
      );
    };

  return {
    ...form,
    ref,
    submit,
    once,
    showErrors,
    pending,
    signedOut,
    restored: opening.restored,
  };
}
