/// <reference types="vite/client" />
declare const __BUILD_COMMIT__: string;
declare const __BUILD_DATE__: string;
