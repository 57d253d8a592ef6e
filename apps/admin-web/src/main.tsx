import '@photoedit/ui/styles.css';
import { mountStaffApp } from '@photoedit/ui';
import { api } from './lib/trpc';
import { router } from './router';
import { appName, firstTexts } from './texts';

void mountStaffApp({ appName, router, api, namespaces: firstTexts });
