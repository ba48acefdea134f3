import type { QueryClient } from "@tanstack/react-query";
import { meQueryKey } from "../../../lib/signed-in";
import { familyQueryKey } from "./get-family";

/** After a family change: the members list and the child switcher (who is signed in) refetch. */
export function refreshFamily(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: familyQueryKey }),
    queryClient.invalidateQueries({ queryKey: meQueryKey }),
  ]);
}
