/**
 * What a public page says before any catalog can arrive (docs/languages.md): "Loading..." while the masjid's
 * data or its language loads, and "Cannot reach the server" when nothing loads at all. They are here, in
 * every language, because a screen that cannot reach the server cannot fetch a catalog either. So is the
 * route error page: it shows when a chunk could not be fetched, and it sits in the app's entry, which must not
 * carry the admin catalogs to every prayer-hall screen. So are the admin app's words for a failed request that
 * brought no message of its own, which the one API client (in that entry too) writes. early-texts.test.ts keeps
 * them equal to the catalogs.
 */
import type { Language } from './languages.js';

export interface EarlyTexts {
  loading: string;
  unreachable: string;
  /** The page shown when a screen's code fails to load or to render, on public and admin pages alike. */
  errorTitle: string;
  errorText: string;
  reload: string;
  /** A request answered without a message of its own. */
  errorOccurred: string;
  /** A request that reached no server. */
  networkError: string;
}

export const EARLY_TEXTS: Record<Language, EarlyTexts> = {
  en: {
    loading: 'Loading...',
    unreachable: 'Cannot reach the server. Trying again…',
    errorTitle: 'Something went wrong',
    errorText: 'This page could not be shown.',
    reload: 'Reload the page',
    errorOccurred: 'Error occurred!',
    networkError: 'Network error',
  },
  ar: {
    loading: 'جارٍ التحميل...',
    unreachable: 'تعذّر الاتصال بالخادم. تجري المحاولة مجددًا…',
    errorTitle: 'حدث خطأ ما',
    errorText: 'تعذّر عرض هذه الصفحة.',
    reload: 'أعد تحميل الصفحة',
    errorOccurred: 'حدث خطأ!',
    networkError: 'خطأ في الشبكة',
  },
  ur: {
    loading: 'لوڈ ہو رہا ہے...',
    unreachable: 'سرور سے رابطہ نہیں ہو سکا۔ دوبارہ کوشش ہو رہی ہے…',
    errorTitle: 'کچھ غلط ہو گیا',
    errorText: 'یہ صفحہ دکھایا نہیں جا سکا۔',
    reload: 'صفحہ دوبارہ لوڈ کریں',
    errorOccurred: 'خرابی پیش آئی!',
    networkError: 'نیٹ ورک کی خرابی',
  },
  fr: {
    loading: 'Chargement...',
    unreachable: 'Serveur injoignable. Nouvel essai en cours…',
    errorTitle: 'Un problème est survenu',
    errorText: 'Cette page n’a pas pu être affichée.',
    reload: 'Recharger la page',
    errorOccurred: 'Une erreur s’est produite !',
    networkError: 'Erreur réseau',
  },
  tr: {
    loading: 'Yükleniyor...',
    unreachable: 'Sunucuya ulaşılamıyor. Yeniden deneniyor…',
    errorTitle: 'Bir şeyler ters gitti',
    errorText: 'Bu sayfa gösterilemedi.',
    reload: 'Sayfayı yeniden yükle',
    errorOccurred: 'Bir hata oluştu!',
    networkError: 'Ağ hatası',
  },
  id: {
    loading: 'Memuat...',
    unreachable: 'Server tidak dapat dihubungi. Mencoba lagi…',
    errorTitle: 'Terjadi kesalahan',
    errorText: 'Halaman ini tidak dapat ditampilkan.',
    reload: 'Muat ulang halaman',
    errorOccurred: 'Terjadi kesalahan!',
    networkError: 'Kesalahan jaringan',
  },
  ms: {
    loading: 'Memuatkan...',
    unreachable: 'Pelayan tidak dapat dihubungi. Mencuba semula…',
    errorTitle: 'Sesuatu tidak kena',
    errorText: 'Halaman ini tidak dapat dipaparkan.',
    reload: 'Muat semula halaman',
    errorOccurred: 'Ralat berlaku!',
    networkError: 'Ralat rangkaian',
  },
  bn: {
    loading: 'লোড হচ্ছে...',
    unreachable: 'সার্ভারে পৌঁছানো যাচ্ছে না। আবার চেষ্টা করা হচ্ছে…',
    errorTitle: 'কিছু একটা ভুল হয়েছে',
    errorText: 'এই পৃষ্ঠাটি দেখানো যায়নি।',
    reload: 'পৃষ্ঠাটি আবার লোড করুন',
    errorOccurred: 'একটি ত্রুটি ঘটেছে!',
    networkError: 'নেটওয়ার্ক ত্রুটি',
  },
};
