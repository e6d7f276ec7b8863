/** What other parts of the server may use of the portal module; nothing else in this folder is theirs. */
export { countPublishedContent } from './content-counts.ts';
export { defaultPlatformConfig } from './default-config.ts';
export { bootstrapPlatformConfig, createPlatformConfigRepository } from './platform-config.ts';
export { portalModule } from './plugin.ts';
