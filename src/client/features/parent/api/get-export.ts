import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKeyOf } from "../../../../contracts/endpoint";
import { type ExportData, type ExportQuery, exportEndpoints } from "../../../../contracts/export";
import { callEndpoint } from "../../../lib/api-client";

/**
 * The answer did not fit the contract: worded as SPEC 8's 'Failed to export data: ' plus
 * 'Invalid export data received from server' (reports.failedToExportData, invalidExportData).
 */
export class ExportDataError extends Error {
  constructor() {
    super("invalid export data");
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
      throw new ExportDataError();
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
