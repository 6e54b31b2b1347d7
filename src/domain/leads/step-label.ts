/** SPEC §2 Layout: 'Step X of Y', counting from 1 for people (the index counts from 0). */
export function stepLabel(step: number, total: number): string {
  return `Step ${step + 1} of ${total}`;
}
