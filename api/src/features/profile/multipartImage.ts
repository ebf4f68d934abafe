const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * The bytes of the part named `image` of a multipart/form-data body (a browser's FormData), or null when there is
 * none. The whole body is already in memory, bounded by the route's size limit; a part's end is the CRLF before the
 * next delimiter, so picture bytes that happen to hold the boundary text without it are kept whole.
 */
export const imagePartOf = (body: Buffer, contentType: string | undefined): Buffer | null => {
  const match = /boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) return null;
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The first delimiter may open the body without a CRLF before it.
  let at = body.subarray(0, delimiter.length - 2).equals(delimiter.subarray(2)) ? -2 : body.indexOf(delimiter);
  while (at !== -1) {
    const partStart = at + delimiter.length;
    // "--" after the delimiter closes the body.
    if (body.subarray(partStart, partStart + 2).toString('latin1') === '--') return null;
    const next = body.indexOf(delimiter, partStart);
    if (next === -1) return null;
    const part = body.subarray(partStart + CRLF.length, next);
    const headerEnd = part.indexOf(HEADER_END);
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('latin1');
      if (/^content-disposition:[^\r\n]*;\s*name="image"/im.test(headers)) return part.subarray(headerEnd + HEADER_END.length);
    }
    at = next;
  }
  return null;
};
