/**
 * Reading configuration from environment variables. A value that is set but cannot be used fails
 * with a message naming the variable, what it must be and what it is — never a silent `NaN` or a
 * fallback the operator did not ask for. Unset or empty variables take their default.
 */
export type EnvValues = Readonly<Record<string, string | undefined>>;

function valueOf(env: EnvValues, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function invalid(name: string, expected: string, value: string): Error {
  return new Error(`Configuration: ${name} must be ${expected}, but it is ${JSON.stringify(value)}.`);
}

export function textOr(env: EnvValues, name: string, fallback: string): string {
  return valueOf(env, name) ?? fallback;
}

export function optionalText(env: EnvValues, name: string): string | null {
  return valueOf(env, name);
}

/** An absolute http(s) URL. */
export function urlOr(env: EnvValues, name: string, fallback: string): string;
export function urlOr(env: EnvValues, name: string, fallback: null): string | null;
export function urlOr(env: EnvValues, name: string, fallback: string | null): string | null {
  const value = valueOf(env, name);
  if (value === null) return fallback;
  if (!/^https?:\/\/[^\s/]+/.test(value)) throw invalid(name, 'an absolute http(s) URL', value);
  return value;
}

/** A share between 0 and 1 (a sampling rate). */
export function fractionOr(env: EnvValues, name: string, fallback: number): number {
  const value = valueOf(env, name);
  if (value === null) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0 || number > 1) throw invalid(name, 'a number from 0 to 1', value);
  return number;
}

/** `true` or `false`. */
export function flag(env: EnvValues, name: string): boolean {
  const value = valueOf(env, name);
  if (value === null || value === 'false') return false;
  if (value === 'true') return true;
  throw invalid(name, '"true" or "false"', value);
}

/** A comma-separated list. */
export function listOr(env: EnvValues, name: string, fallback: readonly string[]): string[] {
  const value = valueOf(env, name);
  if (value === null) return [...fallback];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
