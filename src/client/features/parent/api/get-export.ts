import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKeyOf } from "../../../../contracts/endpoint";
import { type ExportData, type ExportQuery, exportEndpoints } from "../../../../contracts/export";
import { callEndpoint } from "../../../lib/api-client";

/** SPEC 8: what an export answer that does not fit the contract reads as. */
export const INVALID_EXPORT_DATA = "Invalid export data received from server";

/** The answer did not fit the contract (SPEC 8 'Failed to export data: ' plus the reason). */
export class ExportDataError extends Error {
  constructor(reason: string) {
    super(`Failed to export data: ${reason}`);
    this.name = "ExportDataError";
  }
}

/** GET /api/export/{userId}: the diary between two optional local dates, for reports. */
export async function getExport(
  userId: string,
  query: ExportQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ExportData> {
  try {
    return await callEndpoint(exportEndpoints.diary, { params: { userId }, query, signal });
  } catch (error) {
    // A zod failure means the server sent something the reports cannot read.
    if (error instanceof Error && error.name === "ZodError") {
      throw new ExportDataError(INVALID_EXPORT_DATA);
    }
    throw error;
  }
}

export function exportQueryOptions(userId: string, query: ExportQuery) {
  return queryOptions({
    queryKey: [...queryKeyOf(exportEndpoints.diary, { userId }), query],
    queryFn: ({ signal }) => getExport(userId, query, { signal }),
  });
}

/** The export of a period, for the clinic summary. */
export function useExport(userId: string, query: ExportQuery) {
  return useQuery(exportQueryOptions(userId, query));
}
