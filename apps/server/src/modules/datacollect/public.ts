/** What other parts of the server may use of the datacollect module; nothing else in this folder is theirs. */
export { dataCollectModule } from './plugin.ts';
