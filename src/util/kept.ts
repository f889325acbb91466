/**
 * A bounded memo for pure answers by a text key: `kept(key, make)` answers what `make()` gave for
 * `key` before, else makes, keeps and answers it. The oldest answer goes first past `size`.
 * For work a page repeats with the same input (sanitising a post, jsdom's style parser).
 */
export function keptAnswers<T>(size: number): (key: string, make: () => T) => T {
  const answers = new Map<string, T>();
  return (key, make) => {
    if (answers.has(key)) return answers.get(key)!;
    const answer = make();
    if (answers.size >= size) answers.delete(answers.keys().next().value!);
    answers.set(key, answer);
    return answer;
  };
}
