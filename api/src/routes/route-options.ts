import type { ContentRepository } from '../db';

/** What every route plugin receives from buildApp. */
export interface RouteOptions {
  repository: ContentRepository;
}
