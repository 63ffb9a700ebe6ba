/**
 * A markdown table of plain cells.
 * @example markdownTable(['a', 'b'], [['1', '2']]) // '| a | b |\n| --- | --- |\n| 1 | 2 |'
 */
export const markdownTable = (
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string =>
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n')
