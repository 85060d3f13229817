/** The following app's pages (docs/outside-the-hall.md, "Following"); PAGE_PATHS and the router hold them. */
export const FOLLOWING_PATH = '/following';
export const homeModePath = (url: string) => `/following/${encodeURIComponent(url)}/home`;
