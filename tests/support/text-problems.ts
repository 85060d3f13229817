/**
 * The measure of text on a screen, run in the page (page.evaluate): every piece of text a viewer can see,
 * checked against its element's box, every clipping ancestor and the screen, and for its size. Shared by the
 * browser tests of the prayer-hall screen (hall-layout, screen-roles-layout).
 */
export interface Problem {
  text: string;
  problem: string;
}

/**
 * Every piece of text a viewer can see, checked against its element's box, every clipping ancestor and the
 * screen, and for its size. Text under a full-screen card is not seen, so only the card is checked then.
 */
export function textProblems(minimumPx: number): Problem[] {
  const problems: Problem[] = [];
  const overlay = document.querySelector<HTMLElement>('[data-testid="phase"]:not([hidden])');
  const scope: ParentNode = overlay ? overlay : document.body;
  const extra = [...document.querySelectorAll<HTMLElement>('[data-testid="preview-mark"]')];
  const roots = overlay ? [overlay, ...extra] : [scope as HTMLElement];
  const viewport = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
  const tolerance = 1;
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      if (!text) continue;
      const element = node.parentElement!;
      if (element.closest('[hidden], [aria-hidden="true"], svg, script, style, title')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      if (rects.length === 0) continue;
      // Text only for screen readers (clipped to a pixel on purpose) is not drawn.
      const box = element.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1) continue;
      const size = parseFloat(style.fontSize);
      const where = (rect: { left: number; top: number; right: number; bottom: number }) =>
        `[${Math.round(rect.left)},${Math.round(rect.top)} - ${Math.round(rect.right)},${Math.round(rect.bottom)}]`;
      const label = `${text.slice(0, 40)} <${element.tagName.toLowerCase()} class="${element.className}">`;
      if (size < minimumPx - 0.05)
        problems.push({ text: label, problem: `${size.toFixed(1)} px < ${minimumPx.toFixed(1)}` });
      // A ticker's line scrolls through its bar by design (docs/screens.md, "The ticker line"): the bar cuts it at
      // its ends, so the line is measured for its size only, and the bar as a box on the screen (tickerProblems).
      if (element.closest('[data-scrolling]')) continue;
      // A line's rectangle spans its font's whole ascent and descent, which for Arabic and Nastaliq fonts is twice
      // the size of the letters; the letters themselves stand within about 0.6 em of the line's middle.
      const union = rects.reduce(
        (all, rect) => ({
          left: Math.min(all.left, rect.left),
          top: Math.min(all.top, (rect.top + rect.bottom) / 2 - 0.6 * size),
          right: Math.max(all.right, rect.right),
          bottom: Math.max(all.bottom, (rect.top + rect.bottom) / 2 + 0.6 * size),
        }),
        { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity },
      );
      if (
        union.left < -tolerance ||
        union.top < -tolerance ||
        union.right > viewport.width + tolerance ||
        union.bottom > viewport.height + tolerance
      )
        problems.push({ text: label, problem: `outside the screen ${where(union)}` });
      // Drawn outside its own box (a line that does not wrap and runs on), horizontally: a line box's glyphs
      // may rise a little above or below a tight line height, which is not cut off.
      if (union.left < box.left - tolerance || union.right > box.right + tolerance)
        problems.push({ text: label, problem: 'outside its box' });
      // Nor over the next column: a table cell's text stays inside its cell.
      const cell = element.closest('td, th');
      if (cell) {
        const cellBox = cell.getBoundingClientRect();
        if (union.left < cellBox.left - tolerance || union.right > cellBox.right + tolerance)
          problems.push({ text: label, problem: `outside its table cell ${where(union)} in ${where(cellBox)}` });
      }
      for (let ancestor: HTMLElement | null = element; ancestor; ancestor = ancestor.parentElement) {
        const ancestorStyle = getComputedStyle(ancestor);
        const clipsX = ancestorStyle.overflowX !== 'visible';
        const clipsY = ancestorStyle.overflowY !== 'visible';
        if (!clipsX && !clipsY) continue;
        const clip = ancestor.getBoundingClientRect();
        if (
          (clipsX && (union.left < clip.left - tolerance || union.right > clip.right + tolerance)) ||
          (clipsY && (union.top < clip.top - tolerance || union.bottom > clip.bottom + tolerance))
        ) {
          problems.push({
            text: label,
            problem: `clipped by <${ancestor.tagName.toLowerCase()} class="${ancestor.className}"> ${where(union)} in ${where(clip)}`,
          });
          break;
        }
        if (ancestorStyle.textOverflow === 'ellipsis' && ancestor.scrollWidth > ancestor.clientWidth + tolerance) {
          problems.push({ text: label, problem: 'cut with an ellipsis' });
          break;
        }
      }
    }
  }
  return problems;
}

/** Boxes of the reminders panel that show no text, and any text the page hides (visibility: hidden). */
export function emptyBoxes(): string[] {
  const found: string[] = [];
  const shown = (node: Node) => {
    const element = node.parentElement!;
    const style = getComputedStyle(element);
    if (style.visibility !== 'visible') return false;
    const range = document.createRange();
    range.selectNodeContents(node);
    return [...range.getClientRects()].some((rect) => rect.width > 0 && rect.height > 0);
  };
  const textOf = (root: Element) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const texts: Node[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim()) texts.push(node);
    return texts;
  };
  for (const box of document.querySelectorAll('[data-testid="quran-reminder"], [data-testid="hadith-reminder"]')) {
    // The heading alone is not text for the reader: the box's own text is below it.
    const body = [...box.children].filter((child) => child.tagName !== 'H2' && !child.querySelector('h2'));
    if (!body.some((part) => textOf(part).some(shown))) found.push(`${box.getAttribute('data-testid')} shows no text`);
  }
  // Every panel on show holds text a reader sees.
  for (const panel of document.querySelectorAll('[data-testid="dashboard"] main > section')) {
    if (getComputedStyle(panel).display === 'none') continue;
    if (!textOf(panel).some(shown)) found.push(`an empty panel: ${panel.getAttribute('aria-label')}`);
  }
  // Both left out while a quarter of the screen's height stands empty for them: an empty panel.
  const room = document.querySelector('[data-testid="reminders"]')?.getBoundingClientRect();
  const boxes = document.querySelectorAll('[data-testid="quran-reminder"], [data-testid="hadith-reminder"]');
  if (room && boxes.length === 0 && room.height > document.documentElement.clientHeight / 4)
    found.push(`no reminder in ${Math.round(room.height)} px of room`);
  // Slides not on show are hidden on purpose (the slideshow): the boxes and the table never hide text.
  const fitted = document.querySelectorAll(
    '[data-testid="quran-reminder"], [data-testid="hadith-reminder"], [data-testid="prayer-table"]',
  );
  for (const node of [...fitted].flatMap(textOf)) {
    if (getComputedStyle(node.parentElement!).visibility === 'hidden')
      found.push(`hidden text: ${node.textContent!.trim().slice(0, 40)}`);
  }
  return found;
}

/** Rows of the prayer table drawn past the bottom of their panel (or the screen). */
export function rowsOffScreen(): string[] {
  const table = document.querySelector('[data-testid="prayer-table"]')!;
  const panel = table.closest('section')!.getBoundingClientRect();
  const bottom = Math.min(panel.bottom, document.documentElement.clientHeight);
  return [...table.querySelectorAll('tbody tr')]
    .filter((row) => row.getBoundingClientRect().bottom > bottom + 1)
    .map((row) => row.getAttribute('data-prayer') ?? '?');
}

/** The ticker bar (docs/screens.md, "The ticker line"): wholly on the screen, over no panel. */
export function tickerProblems(): string[] {
  const bar = document.querySelector('[data-testid="ticker"]');
  if (!bar) return [];
  const box = bar.getBoundingClientRect();
  const found: string[] = [];
  const { clientWidth: width, clientHeight: height } = document.documentElement;
  const where = (rect: DOMRect) =>
    `[${Math.round(rect.left)},${Math.round(rect.top)} - ${Math.round(rect.right)},${Math.round(rect.bottom)}]`;
  if (box.left < -1 || box.top < -1 || box.right > width + 1 || box.bottom > height + 1)
    found.push(`ticker outside the screen ${where(box)}`);
  for (const panel of document.querySelectorAll('[data-testid="dashboard"] main > section')) {
    if (getComputedStyle(panel).display === 'none') continue;
    const other = panel.getBoundingClientRect();
    const overlaps =
      other.left < box.right - 1 &&
      box.left < other.right - 1 &&
      other.top < box.bottom - 1 &&
      box.top < other.bottom - 1;
    if (overlaps) found.push(`ticker ${where(box)} over the panel ${panel.getAttribute('aria-label')} ${where(other)}`);
  }
  return found;
}
