/**
 * Every source catalog, for the compiler and the catalog tests only (docs/languages.md): pages and widgets
 * load the compiled catalogs of their own language through compiled/loaders.ts, never this file.
 */
import type { Language } from '../languages.js';
import type { Namespace } from '../catalog-types.js';
import terms_en from './en/terms.js';
import public_en from './en/public.js';
import widgets_en from './en/widgets.js';
import admin_en from './en/admin.js';
import terms_ar from './ar/terms.js';
import public_ar from './ar/public.js';
import widgets_ar from './ar/widgets.js';
import admin_ar from './ar/admin.js';
import terms_ur from './ur/terms.js';
import public_ur from './ur/public.js';
import widgets_ur from './ur/widgets.js';
import admin_ur from './ur/admin.js';
import terms_fr from './fr/terms.js';
import public_fr from './fr/public.js';
import widgets_fr from './fr/widgets.js';
import admin_fr from './fr/admin.js';
import terms_tr from './tr/terms.js';
import public_tr from './tr/public.js';
import widgets_tr from './tr/widgets.js';
import admin_tr from './tr/admin.js';
import terms_id from './id/terms.js';
import public_id from './id/public.js';
import widgets_id from './id/widgets.js';
import admin_id from './id/admin.js';
import terms_ms from './ms/terms.js';
import public_ms from './ms/public.js';
import widgets_ms from './ms/widgets.js';
import admin_ms from './ms/admin.js';
import terms_bn from './bn/terms.js';
import public_bn from './bn/public.js';
import widgets_bn from './bn/widgets.js';
import admin_bn from './bn/admin.js';
import adminSalah_en from './en/adminSalah.js';
import adminSettings_en from './en/adminSettings.js';
import adminPeople_en from './en/adminPeople.js';
import adminOperations_en from './en/adminOperations.js';
import server_en from './en/server.js';
import adminSalah_ar from './ar/adminSalah.js';
import adminSettings_ar from './ar/adminSettings.js';
import adminPeople_ar from './ar/adminPeople.js';
import adminOperations_ar from './ar/adminOperations.js';
import server_ar from './ar/server.js';
import adminSalah_ur from './ur/adminSalah.js';
import adminSettings_ur from './ur/adminSettings.js';
import adminPeople_ur from './ur/adminPeople.js';
import adminOperations_ur from './ur/adminOperations.js';
import server_ur from './ur/server.js';
import adminSalah_fr from './fr/adminSalah.js';
import adminSettings_fr from './fr/adminSettings.js';
import adminPeople_fr from './fr/adminPeople.js';
import adminOperations_fr from './fr/adminOperations.js';
import server_fr from './fr/server.js';
import adminSalah_tr from './tr/adminSalah.js';
import adminSettings_tr from './tr/adminSettings.js';
import adminPeople_tr from './tr/adminPeople.js';
import adminOperations_tr from './tr/adminOperations.js';
import server_tr from './tr/server.js';
import adminSalah_id from './id/adminSalah.js';
import adminSettings_id from './id/adminSettings.js';
import adminPeople_id from './id/adminPeople.js';
import adminOperations_id from './id/adminOperations.js';
import server_id from './id/server.js';
import adminSalah_ms from './ms/adminSalah.js';
import adminSettings_ms from './ms/adminSettings.js';
import adminPeople_ms from './ms/adminPeople.js';
import adminOperations_ms from './ms/adminOperations.js';
import server_ms from './ms/server.js';
import adminSalah_bn from './bn/adminSalah.js';
import adminSettings_bn from './bn/adminSettings.js';
import adminPeople_bn from './bn/adminPeople.js';
import adminOperations_bn from './bn/adminOperations.js';
import server_bn from './bn/server.js';

export const SOURCE_CATALOGS: Record<Language, Record<Namespace, Readonly<Record<string, string>>>> = {
  en: {
    terms: terms_en,
    public: public_en,
    widgets: widgets_en,
    admin: admin_en,
    adminSalah: adminSalah_en,
    adminSettings: adminSettings_en,
    adminPeople: adminPeople_en,
    adminOperations: adminOperations_en,
    server: server_en,
  },
  ar: {
    terms: terms_ar,
    public: public_ar,
    widgets: widgets_ar,
    admin: admin_ar,
    adminSalah: adminSalah_ar,
    adminSettings: adminSettings_ar,
    adminPeople: adminPeople_ar,
    adminOperations: adminOperations_ar,
    server: server_ar,
  },
  ur: {
    terms: terms_ur,
    public: public_ur,
    widgets: widgets_ur,
    admin: admin_ur,
    adminSalah: adminSalah_ur,
    adminSettings: adminSettings_ur,
    adminPeople: adminPeople_ur,
    adminOperations: adminOperations_ur,
    server: server_ur,
  },
  fr: {
    terms: terms_fr,
    public: public_fr,
    widgets: widgets_fr,
    admin: admin_fr,
    adminSalah: adminSalah_fr,
    adminSettings: adminSettings_fr,
    adminPeople: adminPeople_fr,
    adminOperations: adminOperations_fr,
    server: server_fr,
  },
  tr: {
    terms: terms_tr,
    public: public_tr,
    widgets: widgets_tr,
    admin: admin_tr,
    adminSalah: adminSalah_tr,
    adminSettings: adminSettings_tr,
    adminPeople: adminPeople_tr,
    adminOperations: adminOperations_tr,
    server: server_tr,
  },
  id: {
    terms: terms_id,
    public: public_id,
    widgets: widgets_id,
    admin: admin_id,
    adminSalah: adminSalah_id,
    adminSettings: adminSettings_id,
    adminPeople: adminPeople_id,
    adminOperations: adminOperations_id,
    server: server_id,
  },
  ms: {
    terms: terms_ms,
    public: public_ms,
    widgets: widgets_ms,
    admin: admin_ms,
    adminSalah: adminSalah_ms,
    adminSettings: adminSettings_ms,
    adminPeople: adminPeople_ms,
    adminOperations: adminOperations_ms,
    server: server_ms,
  },
  bn: {
    terms: terms_bn,
    public: public_bn,
    widgets: widgets_bn,
    admin: admin_bn,
    adminSalah: adminSalah_bn,
    adminSettings: adminSettings_bn,
    adminPeople: adminPeople_bn,
    adminOperations: adminOperations_bn,
    server: server_bn,
  },
};
