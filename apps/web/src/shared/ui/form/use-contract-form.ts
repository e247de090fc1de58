import { useState } from 'react';
import {
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/** A contract request schema a form can validate with. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

type FormResolver<S extends FormSchema> = Resolver<z.input<S>, unknown, z.output<S>>;

/**
 * A resolver that fetches the schema (and zod with it) the first time it is needed. Forms
 * sit on first-visit pages (/login, /signup/step1), and zod is the largest thing they use:
 * loading it when the person starts filling the form keeps it off the first visit. A failed
 * load is forgotten, so the next check tries again.
 */
export function lazySchemaResolver<S extends FormSchema>(
  loadSchema: () => Promise<S>,
): FormResolver<S> & { warmUp(): void } {
  let pending: Promise<FormResolver<S>> | undefined;
  const load = () => {
    pending ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as FormResolver<S>,
    );
    pending.catch(() => {
      pending = undefined;
    });
    return pending;
  };
  const resolver: FormResolver<S> = async (values, context, options) => {
    let validate: FormResolver<S>;
    try {
      validate = await load();
    } catch {
      // The schema chunk could not be fetched (offline, or a deploy removed it). Checking in
      // the browser is a courtesy: let the values through and the server, which validates
      // with the same schema, answers with its per-field messages.
      return { values: values as z.output<S>, errors: {} };
    }
    return validate(values, context, options);
  };
  return Object.assign(resolver, { warmUp: () => void load().catch(() => {}) });
}

/**
 * react-hook-form set up the way every form of ours is: validated with the contract's zod
 * schema (the one the server checks with), after a field is first left. Give the returned
 * `warmUp` to the form's onFocus so the schema is on its way before the first check.
 */
export function useContractForm<S extends FormSchema>(
  loadSchema: () => Promise<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> & { warmUp(): void } {
  const [resolver] = useState(() => lazySchemaResolver(loadSchema));
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    ...options,
    resolver,
  });
  return { ...form, warmUp: resolver.warmUp };
}
