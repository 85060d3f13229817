/** Puts the cursor in a table cell, `${index}.${column}`, with its text selected for retyping. */
export function focusCell(key: string) {
  const input = document.querySelector<HTMLInputElement>(`input[data-cell="${key}"]`);
  input?.focus();
  input?.select();
}
