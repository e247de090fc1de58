/*
 * The accounts every fake service knows. The demo engineer (木瀬 花子) is active everywhere,
 * a teammate (木瀬 太郎) has a smaller footprint, and the empty account exists on every
 * service with no activity at all, for the "nothing to import yet" paths.
 */
export const DEMO_ACCOUNT = 'hanako-kiseki';
export const TEAMMATE_ACCOUNT = 'taro-kiseki';
export const EMPTY_ACCOUNT = 'empty-kiseki';

export const FAKE_ACCOUNTS: readonly string[] = [DEMO_ACCOUNT, TEAMMATE_ACCOUNT, EMPTY_ACCOUNT];
