/** Pages to show (seller §9): the first, the last and those within one of the current, with ellipses for the gaps. */
export function pageItems(current: number, total: number): (number | 'gap')[] {
  const items: (number | 'gap')[] = [];
  for (let page = 1; page <= total; page++) {
    const isShown = page === 1 || page === total || Math.abs(page - current) <= 1;
    if (isShown) items.push(page);
    else if (items.at(-1) !== 'gap') items.push('gap');
  }
  return items;
}
