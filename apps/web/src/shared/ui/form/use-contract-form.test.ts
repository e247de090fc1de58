import { signupStep3RequestSchema } from '@kiseki/contract/accounts';
import { describe, expect, it, vi } from 'vitest';
import { lazySchemaResolver } from './use-contract-form';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazySchemaResolver', () => {
  it('loads the schema once, on the first check, and validates with it', async () => {
    const load = vi.fn(async () => signupStep3RequestSchema);
    const resolver = lazySchemaResolver(load);
    expect(load).not.toHaveBeenCalled();

    const bad = await resolver({ display_name: '' }, undefined, options);
    expect(bad.errors.display_name?.message).toBe('表示名を入力してください。');

    const good = await resolver({ display_name: '  佐藤  ' }, undefined, options);
    expect(good.errors).toEqual({});
    // The schema's own transformation (trim) is applied, as on the server.
    expect(good.values).toEqual({ display_name: '佐藤' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading on warm-up, before any check', async () => {
    const load = vi.fn(async () => signupStep3RequestSchema);
    const resolver = lazySchemaResolver(load);
    resolver.warmUp();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ display_name: 'a' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the values through to the server when the schema cannot load, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<typeof signupStep3RequestSchema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(signupStep3RequestSchema);
    const resolver = lazySchemaResolver(load);

    const unchecked = await resolver({ display_name: '' }, undefined, options);
    expect(unchecked).toEqual({ values: { display_name: '' }, errors: {} });

    const checked = await resolver({ display_name: '' }, undefined, options);
    expect(checked.errors.display_name?.message).toBe('表示名を入力してください。');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
