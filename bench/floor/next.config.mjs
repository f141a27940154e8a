// Served by src/server/main.ts like the site, which compresses after rewriting the page (next.config.ts).
const config = { compress: false, poweredByHeader: false };
export default config;
