const INT_MAX = 2_147_483_647;

/** A thread id from the path, as the server would accept it; anything else is not found. */
export function parseThreadId(value: string | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= INT_MAX ? id : undefined;
}
