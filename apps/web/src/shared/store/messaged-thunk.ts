import { createAsyncThunk } from '@reduxjs/toolkit'

/**
 * A thunk that runs one call and, when it throws, rejects with the text `failure` makes of the
 * error (a fixed message, or the server's own words through `userFacingMessage`).
 * @example messagedThunk('admin/fetchUsers', getAdminUsers, () => 'Failed to fetch users')
 */
export const messagedThunk = <Returned, Arg>(
  type: string,
  run: (arg: Arg) => Promise<Returned>,
  failure: (error: unknown) => string,
) =>
  createAsyncThunk<Returned, Arg, { rejectValue: string }>(
    type,
    async (arg, { rejectWithValue }) => {
      try {
        return await run(arg)
      } catch (error) {
        return rejectWithValue(failure(error))
      }
    },
  )
