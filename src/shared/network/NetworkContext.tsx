import { createContext, useContext, type ReactNode } from "react";
import type { NetworkConfig } from "./presets";

const NetworkConfigContext = createContext<NetworkConfig | null>(null);

/** Provides the merged network configuration (preset + config.json) to the whole app. */
export function NetworkConfigProvider({
  config,
  children,
}: {
  config: NetworkConfig;
  children: ReactNode;
}) {
  return <NetworkConfigContext.Provider value={config}>{children}</NetworkConfigContext.Provider>;
}

/** The merged network configuration; throws outside NetworkConfigProvider. */
export function useNetworkConfig(): NetworkConfig {
  const config = useContext(NetworkConfigContext);
  if (!config) throw new Error("useNetworkConfig needs a NetworkConfigProvider");
  return config;
}
