import { LicenseInfo } from '@mui/x-license';
import { siteConfig } from '../../config/site-config';

/**
 * Registers the MUI X license key once, when the first page with demos loads. Without
 * `GATSBY_MUI_LICENSE_KEY` Pro and Premium demos show the packages' watermark, as they would in
 * any unlicensed app. The key is never printed or logged.
 */
if (siteConfig.licenseKey) {
  LicenseInfo.setLicenseKey(siteConfig.licenseKey);
}
