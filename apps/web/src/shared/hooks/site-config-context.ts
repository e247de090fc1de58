import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@kiseki/contract/site';
import { createContext, useContext } from 'react';

export const SiteConfigContext = createContext<SiteConfig>(DEFAULT_SITE_CONFIG);

export const useSiteConfig = (): SiteConfig => useContext(SiteConfigContext);
