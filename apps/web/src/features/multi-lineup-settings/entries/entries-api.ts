/**
 * The calls of the optimizer's entries file (docs/late-swap.md): read a site's entries file
 * grouped by contest, fill it from a build keeping held lineups, late-swap it. Nothing is
 * stored on the server (the file is the state), so each call is a mutation whose answer the
 * section shows until the next one.
 */
import {
  entriesLateSwapRoute,
  fillEntriesRoute,
  readEntriesRoute,
  type Entries,
  type EntriesLateSwap,
} from '@slatelab/contract/late-swap.contract'
import { buildsRoute, type BuildSummary } from '@slatelab/contract/optimizer.contract'
import type { z } from 'zod'
import { userFacingMessage } from '../../../shared/api/http-error'
import { contractCall, slatelabApi } from '../../../shared/api/slatelab-api'

/** An entries file of a slate, as read in the browser. */
export type EntriesFile = { readonly contestGroupId: number; readonly csv: string }

/** What Fill from build sends: the build and the entries whose held lineup it may replace. */
export type EntriesFill = EntriesFile & {
  readonly buildId: string
  readonly replaceEntryIds: readonly string[]
}

/** What Late swap sends (`now` absent: the server's clock). */
export type EntriesSwap = EntriesFile &
  Pick<z.input<typeof entriesLateSwapRoute.body>, 'mode' | 'now' | 'buildId'>

const entriesApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /svc/optimizer/entries/`: the file grouped by contest; a 400 names the row. */
    readEntries: build.mutation<Entries, EntriesFile>({
      query: (file) => contractCall(readEntriesRoute, { body: file }, userFacingMessage),
    }),
    /** `POST /svc/optimizer/entries/fill/`: the filled file's text, to upload to the site. */
    fillEntries: build.mutation<string, EntriesFill>({
      query: (fill) =>
        contractCall(
          fillEntriesRoute,
          { body: { ...fill, replaceEntryIds: [...fill.replaceEntryIds] } },
          userFacingMessage,
        ),
    }),
    /** `POST /svc/optimizer/entries/late-swap/`: the swap, the regrouped entries and the file. */
    lateSwapEntries: build.mutation<EntriesLateSwap, EntriesSwap>({
      query: (swap) => contractCall(entriesLateSwapRoute, { body: swap }, userFacingMessage),
    }),
    /**
     * The caller's builds, newest first (`GET /svc/optimizer/builds/`), to fill from. Its own
     * name: SimLabs injects the same read, and features do not share endpoints.
     */
    entriesBuilds: build.query<readonly BuildSummary[], void>({
      query: () => contractCall(buildsRoute, {}, userFacingMessage),
      providesTags: [buildsRoute.tag],
    }),
  }),
})

export const {
  useReadEntriesMutation,
  useFillEntriesMutation,
  useLateSwapEntriesMutation,
  useEntriesBuildsQuery,
} = entriesApi
