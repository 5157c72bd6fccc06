// A namespace's lookup function that remembers its answers. An i18next lookup copies its whole options object
// on every call (several microseconds), and a page asks for the same few hundred texts on every render: on the
// server that was about a third of a page's render time. The texts only change when a namespace is added or
// removed or the language changes, and then every remembered answer of the instance is forgotten.
import type { i18n, TFunction } from 'i18next';

type Answers = Map<string, string>;

const answersOf = new WeakMap<i18n, Answers>();

function answersFor(instance: i18n): Answers {
  let answers = answersOf.get(instance);
  if (!answers) {
    const fresh: Answers = new Map();
    const forget = () => fresh.clear();
    instance.store.on('added', forget);
    instance.store.on('removed', forget);
    instance.on('languageChanged', forget);
    answersOf.set(instance, fresh);
    answers = fresh;
  }
  return answers;
}

/**
 * The part of a call that decides its answer, when the call can be remembered: a string key (or list of keys)
 * and options made only of strings, numbers and booleans (interpolation values, count, context, defaultValue).
 * Anything else (selectors, nested objects such as `replace` or `interpolation`, returnObjects) is not remembered.
 */
function lookupOf(key: unknown, options: unknown): string | null {
  const keyIsPlain = typeof key === 'string' || (Array.isArray(key) && key.every((k) => typeof k === 'string'));
  if (!keyIsPlain) return null;
  if (options === undefined) return JSON.stringify(key);
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return null;
  const entries = Object.entries(options as Record<string, unknown>);
  for (const [, value] of entries) {
    if (value !== undefined && typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      return null;
  }
  return JSON.stringify([key, entries.sort(([a], [b]) => (a < b ? -1 : 1))]);
}

/** `instance.getFixedT(null, namespace)`, remembering the string answers of plain calls. */
export function rememberedT(instance: i18n, namespace: string): TFunction {
  const lookup = instance.getFixedT(null, namespace) as unknown as (...args: unknown[]) => unknown;
  const answers = answersFor(instance);
  const prefix = `${namespace}\u0000`;
  const remembered = (...args: unknown[]): unknown => {
    const call = args.length <= 2 ? lookupOf(args[0], args[1]) : null;
    if (call === null) return lookup(...args);
    const id = prefix + call;
    const known = answers.get(id);
    if (known !== undefined) return known;
    const answer = lookup(...args);
    if (typeof answer === 'string') answers.set(id, answer);
    return answer;
  };
  return remembered as unknown as TFunction;
}
