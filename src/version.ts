/** The action's version; part of cache keys and the User-Agent. Kept equal to package.json by a test. */
export const VERSION = "0.1.0";
