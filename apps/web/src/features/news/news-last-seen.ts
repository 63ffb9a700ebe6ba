/**
 * "New since you last looked": the newest story a person has seen, per sport, kept in
 * localStorage so it survives a reload (and stays on this browser: nothing is sent).
 */
import type { NewsStory } from '@slatelab/domain/entities/news-story'
import { readJson, writeJson } from '../../shared/storage/json-storage'

/** A story of the feed, marked when it came out after the person last looked. */
export type FeedStory = NewsStory & { readonly isNew: boolean }

const storageKey = (sportId: number) => `slatelab.news.lastSeen.${sportId}`

/**
 * Marks the stories newer than the last visit's newest story and remembers this visit's
 * newest. A first visit marks nothing (everything would be new).
 * @example markNewSince(localStorage, 2, stories).filter((story) => story.isNew).length // 3
 */
export const markNewSince = (
  storage: Storage | null,
  sportId: number,
  stories: readonly NewsStory[],
): readonly FeedStory[] => {
  const stored = storage === null ? undefined : readJson(storage, storageKey(sportId))
  const lastSeen = typeof stored === 'number' ? stored : null
  const times = stories.map((story) => Date.parse(story.createdDate))
  const newest = Math.max(0, ...times)
  if (storage !== null && newest > (lastSeen ?? 0)) writeJson(storage, storageKey(sportId), newest)
  return stories.map((story, index) => ({
    ...story,
    isNew: lastSeen !== null && (times[index] ?? 0) > lastSeen,
  }))
}
