/** `plural(n, one, other)` by the language's own rules (Intl.PluralRules): French counts 0 as one, English does not. */
export function plurals(locale: string): (n: number, one: string, other: string) => string {
  const rules = new Intl.PluralRules(locale);
  return (n, one, other) => (rules.select(n) === 'one' ? one : other);
}
