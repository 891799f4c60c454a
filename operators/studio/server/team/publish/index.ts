/**
 * The team studio's git store and publishing, for the team server (operators/studio/server/team):
 *
 *   const store = new ChangeStore({ repo: dataDir });
 *   const publisher = new Publisher({ store, live, summarize: fieldSummary, nginx });
 *   log(await publisher.recover());            // once at start
 *   await store.create({ merchant, text, author, title });
 *   await publisher.approve(id, reviewer, comment);
 */
export { ChangeStore, StoreError, STUDIO, CHANGE_ID } from '../store/ChangeStore.ts';
export type {
  ChangeEvent,
  ChangeRecord,
  ChangeState,
  ChangeStoreOptions,
  ChangeSummary,
  EventKind,
  Rebase,
  StoreErrorCode,
  Version,
} from '../store/ChangeStore.ts';
export { GitRepo, GitError, samePerson } from '../store/GitRepo.ts';
export type { Person } from '../store/GitRepo.ts';
export { Publisher, publishMessage } from './Publisher.ts';
export type {
  PublishResult,
  PublisherOptions,
  Step,
  StepName,
  Summarize,
  SummaryLine,
} from './Publisher.ts';
export type { NginxSetup } from './nginxStep.ts';
export { shapesNginx } from './nginxStep.ts';
export type { LiveFs } from './liveFiles.ts';
export { nodeLiveFs, servedFilesOf } from './liveFiles.ts';
