import { requestEndpoint, type ApiResponse, type CallInput } from '@inercise/shared';

/** An entry of the route table that answers a file. */
type FileEndpoint = Parameters<typeof requestEndpoint>[0] & { answer: 'file' };

/** `requestEndpoint` for any file entry: its input is checked where the entry is known, at the caller. */
const requestFile = requestEndpoint as unknown as (definition: FileEndpoint, input: object) => Promise<ApiResponse<Blob>>;

/**
 * One of the API's CSV exports (an entry of the route table that answers a file), as the file the API makes, named
 * as its answer's content-disposition says. Fetched rather than linked, since the call needs the session's
 * Authorization header; read as bytes, so the byte order mark spreadsheets need stays.
 */
export async function fetchCsv<D extends FileEndpoint>(definition: D, input: CallInput<D>, fallbackName: string): Promise<{ file: Blob; name: string }> {
  const answer = await requestFile(definition, input);
  const name = /filename="([^"]+)"/.exec(answer.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  return { file: answer.data, name };
}
