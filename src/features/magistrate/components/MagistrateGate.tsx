import { useQuery } from "@tanstack/react-query";
import { paths } from "@/shared/routing/paths";
import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { magistrateQuery } from "@/shared/network/useNetwork";
import { Spinner } from "@/shared/ui/Spinner";

/**
 * Renders its children only when the magistrate probe says enabled: a spinner while the
 * probe has not answered yet, the 404 page when disabled (the routes "only exist" then).
 */
export function MagistrateGate({ children }: { children: ReactNode }) {
  const probe = useQuery(magistrateQuery());
  if (probe.data === undefined) {
    if (probe.isError) return <Navigate to={paths.notFound()} replace />;
    return <Spinner />;
  }
  if (!probe.data) return <Navigate to={paths.notFound()} replace />;
  return <>{children}</>;
}
