// Single byte ranges (RFC 9110) for the files the API sends whole or in part: the media variants and the
// downloads (a photo, a ZIP made again the same way each time). One home for reading Range and If-Range and for
// the 206/416 answer's headers.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parse as parseRange } from 'range-parser';
import type { ByteRange } from '../storage';
import { headerValue } from './media-context';

/**
 * One byte range of `size`, 'unsatisfiable' (416), or undefined: serve it whole. A malformed header, another
 * unit or several ranges get the whole file, as RFC 9110 allows.
 */
export function singleRange(header: string | undefined, size: number) {
  if (!header) return undefined;
  const parsed = parseRange(size, header);
  if (parsed.type !== 'bytes' || (parsed.code & 1) !== 0) return undefined;
  if (parsed.ranges.length === 0) return 'unsatisfiable' as const;
  return parsed.ranges.length === 1 ? parsed.ranges[0] : undefined;
}

/** The range `request` asks for of a file of `size` bytes whose ETag is `etag` (none when If-Range differs). */
export function requestedRange(
  request: FastifyRequest,
  size: number,
  etag: string,
): ByteRange | undefined | 'unsatisfiable' {
  const ifRange = headerValue(request, 'if-range');
  return ifRange && ifRange !== etag ? undefined : singleRange(headerValue(request, 'range'), size);
}

/** The status and length headers of answering `range` (or the whole file) of `size` bytes. */
export function setRangeHeaders(
  reply: FastifyReply,
  range: ByteRange | undefined | 'unsatisfiable',
  size: number,
): void {
  if (range === 'unsatisfiable') {
    reply.code(416).header('content-range', `bytes */${size}`);
  } else if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', size);
  }
}
