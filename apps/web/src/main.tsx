import './shared/ui/tokens.css';
import './shared/ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installChunkErrorRecovery } from './app/chunk-recovery';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { installStyleNonce } from './shared/lib/csp-nonce';
import { readSiteConfig } from './shared/lib/site-config';
import { showFlashNotice } from './shared/ui/notifications/flash';

// Before the router starts loading the first screen's chunk, so that failure is caught too.
installChunkErrorRecovery();
// Before any dialog can open: its scroll lock adds a <style> element the CSP must accept.
installStyleNonce();
// A notice left by the page before a full navigation (after deleting the account).
showFlashNotice();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App
      router={createAppRouter()}
      queryClient={createQueryClient()}
      siteConfig={readSiteConfig()}
    />
  </StrictMode>,
);
