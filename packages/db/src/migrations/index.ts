import type { Migration, MigrationProvider } from 'kysely';
import * as initialDataModel from './20261121000000_initial_data_model';
import * as venueSearchTerms from './20261121010000_venue_search_terms';
import * as paymentsSandbox from './20261121020000_payments_sandbox';
import * as splitPayments from './20261121030000_split_payments';
import * as ownerDashboard from './20261124100000_owner_dashboard';
import * as editClaimsAndRecovery from './20261124300000_edit_claims_and_recovery';
import * as blogSlugs from './20261124410000_blog_slugs';
import * as ownerReadIndexes from './20261124420000_owner_read_indexes';
import * as sharedStateForSeveralServers from './20261124430000_shared_state_for_several_servers';
import * as adminOverviewIndex from './20261124450000_admin_overview_index';
import * as venueSearchOrder from './20261124500000_venue_search_order';
import * as pendingMails from './20261124520000_pending_mails';
import * as venuePages from './20261124650000_venue_pages';
import * as searchListingSummaries from './20261124660000_search_listing_summaries';
import * as venueSearchBandTotals from './20261125120000_venue_search_band_totals';
import * as moneyOnEveryPath from './20261128100000_money_on_every_path';
import * as oneVenueChangedSignal from './20261129100000_one_venue_changed_signal';
import * as namedCourts from './20261129200000_named_courts';
import * as frontDesk from './20261129210000_front_desk';
import * as venuePendingChanges from './20261129300000_venue_pending_changes';
import * as ownerNotifications from './20261129400000_owner_notifications';

/*
 * Migrations are listed statically rather than read from the file system, so they work the same from
 * TypeScript sources (tests, CLI) and from the bundled server. Names are timestamp-prefixed; Kysely
 * runs them in name order. Add new ones at the end; never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
  '20261121000000_initial_data_model': initialDataModel,
  '20261121010000_venue_search_terms': venueSearchTerms,
  '20261121020000_payments_sandbox': paymentsSandbox,
  '20261121030000_split_payments': splitPayments,
  '20261124100000_owner_dashboard': ownerDashboard,
  '20261124300000_edit_claims_and_recovery': editClaimsAndRecovery,
  '20261124410000_blog_slugs': blogSlugs,
  '20261124420000_owner_read_indexes': ownerReadIndexes,
  '20261124430000_shared_state_for_several_servers': sharedStateForSeveralServers,
  '20261124450000_admin_overview_index': adminOverviewIndex,
  '20261124500000_venue_search_order': venueSearchOrder,
  '20261124520000_pending_mails': pendingMails,
  '20261124650000_venue_pages': venuePages,
  '20261124660000_search_listing_summaries': searchListingSummaries,
  '20261125120000_venue_search_band_totals': venueSearchBandTotals,
  '20261128100000_money_on_every_path': moneyOnEveryPath,
  '20261129100000_one_venue_changed_signal': oneVenueChangedSignal,
  '20261129200000_named_courts': namedCourts,
  '20261129210000_front_desk': frontDesk,
  '20261129300000_venue_pending_changes': venuePendingChanges,
  '20261129400000_owner_notifications': ownerNotifications,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
