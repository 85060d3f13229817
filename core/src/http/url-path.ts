/**
 * The folder segments of a URL path below a served folder, or null when the path cannot be a file
 * name: undecodable, a NUL, or a backslash or drive colon that Windows would read as a separator.
 * A `..` above the top stays at the top, as a browser resolves it, so the path never leaves the folder. Pure, so that the server's static files and the desktop app's
 * own protocol resolve paths by one rule; each joins the segments onto its folder with node:path.
 */
export function pathSegmentsInside(urlPath: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (/[\0\\]/.test(decoded)) return null;
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else if (segment.includes(':')) return null;
    else segments.push(segment);
  }
  return segments;
}
