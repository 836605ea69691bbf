import { AssetSummary } from '../components/asset-summary';
import { Announcements } from '../components/announcements';
import { BannerCarousel } from '../components/banner-carousel';
import { DownloadPrompt } from '../components/download-prompt';
import { HomeHeader } from '../components/home-header';
import { HomeQuotes } from '../components/home-quotes';
import { PopupAnnouncement } from '../components/popup-announcement';
import { ShortcutMenu } from '../components/shortcut-menu';
import styles from './home-screen.module.css';

/** The home tab: site name and logo, banners, announcements, asset overview, shortcuts, quotations, download. */
export function HomeScreen() {
  return (
    <main className={styles.screen}>
      <HomeHeader />
      <BannerCarousel />
      <Announcements />
      <AssetSummary />
      <ShortcutMenu />
      <HomeQuotes />
      <DownloadPrompt />
      <PopupAnnouncement />
    </main>
  );
}
