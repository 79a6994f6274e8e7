/**
 * The file names of the browser build's scripts, shared by the webpack configuration and the
 * offline worker's cache rules.
 *
 * Lazy chunks are named by a short content hash only. webpack's runtime, the first script of
 * every page, carries the file name of every lazy chunk, so Gatsby's `[name]-[contenthash]` (a
 * page path of up to 100 characters plus 20 hex digits) cost every page a few bytes per chunk,
 * and there is a chunk per page (decision 0032). Entry scripts (`app-…`, `framework-…`) keep
 * Gatsby's names.
 */
export const LAZY_CHUNK_HASH_LENGTH = 12;

export const LAZY_CHUNK_FILENAME = `[contenthash:${LAZY_CHUNK_HASH_LENGTH}].js`;

/** Script and style files whose name carries their content hash: cached for good. */
export const HASHED_ASSET_PATTERN = `[\\w-]+[-.][0-9a-f]{20}\\.(?:js|css)|[0-9a-f]{${LAZY_CHUNK_HASH_LENGTH}}\\.js`;
