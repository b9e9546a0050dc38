/**
 * The texts a user sees, from the spec (sections 5 and 8), with plain misspellings corrected
 * ("succesfully" -> "successfully") and stray trailing spaces dropped.
 */
export const Messages = {
  onboarding: {
    phoneBlank: 'Phone number cannot be blank!',
    phoneInvalid: 'Phone number is invalid!',
    phoneRequiredForOutlet: 'Kindly fill in your phone number',
    outletNameBlank: 'Outlet Name cannot be blank!',
    /** Not in the spec (issue 19): a name longer than a screen can show. */
    outletNameTooLong: 'Outlet Name must be at most 100 characters long',
    outletAddressBlank: 'Outlet Address cannot be blank!',
    numberRegistered: 'Number Registered',
    outletCreated: 'Outlet Created',
  },
  profile: {
    addressRequired: 'Kindly fill in the address',
    contactNumberRequired: 'Kindly fill in the contact number',
    contactNumberInvalid: 'Invalid contact number',
    beneficiaryNameRequired: 'Kindly fill in the beneficiary name',
    accountNumberRequired: 'Kindly fill in the account number',
    bankNameRequired: 'Kindly fill in the bank name',
    updated: 'Profile updated successfully',
  },
  billing: {
    nameRequired: 'Kindly fill in the billing name',
    // Not in the spec (the form always sends these); used when an API caller leaves them out.
    typeRequired: 'Kindly choose the billing type',
    amountTypeRequired: 'Kindly choose the amount type',
    enabledRequired: 'Kindly choose whether the billing is enabled',
    amountInvalid: 'Kindly fill in a valid amount',
    percentageInvalid: 'Kindly fill in a valid percentage (1-100%)',
    updated: 'Billing detail updated successfully',
    added: 'Billing detail added successfully',
    deleted: 'Billing detail deleted successfully',
    notFound: 'Billing detail not found',
  },
  admin: {
    outletDeleted: (recordCount: number) =>
      `Successfully deleted outlet and ${recordCount} associated records`,
    outletDeleteFailed: (error: string) => `Failed to delete outlet: ${error}`,
    outletDeleteError: 'An error occurred while deleting the outlet. Please try again.',
    noOutletsFound: 'No outlets found matching your criteria',
    confirmDeleteOutlet: (outletName: string) => `Delete outlet ${outletName}?`,
    deleteOutletWarning: 'This removes the outlet and all its records.',
    switchedOutlet: (outletName: string) => `Switched to ${outletName}`,
    ninetyDaysChecking: (enabled: boolean) =>
      `90 days checking ${enabled ? 'enabled' : 'disabled'}`,
  },
  /** Texts every screen and service shares. */
  common: {
    /** The one confirm-delete prompt (spec 2, delete rules). */
    confirmDelete: (name: string) => `Are you sure you want to delete ${name}?`,
    errorTitle: 'Something went wrong',
    unknownError: 'Something went wrong.',
    unreachable: 'Mise cannot be reached. Check your connection and try again.',
    outletNotFound: 'Outlet not found',
    ownerNotFound: 'Owner not found',
    noEmailInToken: 'The token carries no e-mail address',
    cannotBeNegative: (field: string) => `${field} cannot be negative`,
  },
  /** Lists a page at a time. */
  paging: {
    showingPage: (page: number, pageCount: number) => `Showing page ${page} of ${pageCount}`,
    rowsToDisplay: 'Rows to display',
  },
  /** Files sent to storage (flows.md 6). */
  upload: {
    uploaded: 'File uploaded successfully!',
    failed: 'Upload failed. Please try again.',
    uploading: 'Uploading...',
  },
  payment: {
    success: 'Thank you for your purchase!',
    cancelled: 'Payment Cancelled',
  },
  subscription: {
    cancelFailed: 'Failed to cancel subscription',
  },
  /** Settings > Integrations and the OAuth callback routes (spec 1 §2.11, §8; issue 24). */
  integrations: {
    /** "Loyverse Successfully Connected", "Google ...", "Xero ..." (the spec's capitals). */
    connected: (providerName: string) => `${providerName} Successfully Connected`,
    /** "Loyverse successfully disconnected", "Google ...", "Xero ...". */
    disconnected: (providerName: string) => `${providerName} successfully disconnected`,
    confirmDisconnect: (providerName: string) => `Disconnect ${providerName}?`,
    /** The provider answered `error=access_denied`: the owner said no on its page. */
    cancelled: 'Connection was cancelled',
    /** The provider answered another `error` (its description when it gave one). */
    providerError: (providerName: string, reason: string) =>
      `${providerName} could not connect: ${reason}`,
    /** The callback address carries no code or no state. */
    incompleteReturn: (providerName: string) =>
      `${providerName} sent back no authorisation: connect again`,
  },
  empty: {
    noItemsFound: 'No items found',
    noDataFound: 'No data found',
    noResults: 'No results',
  },
} as const;

/** Identity's texts that the spec does not give (issue 7): sign-in, outlet limits and settings. */
export const IdentityMessages = {
  signIn: {
    noEmail: 'The token carries no e-mail address',
    noSubject: 'The token carries no subject',
    emailTaken:
      'This e-mail address belongs to another account. Sign in the way you first registered, with a verified e-mail address.',
    emailUnverified:
      'Verify your e-mail address with your sign-in provider first, then sign in again.',
  },
  outlet: {
    limitReached: (max: number) =>
      `You have reached the limit of ${max} outlets. Delete an outlet or contact support to add more.`,
    deliveryTypeUnknown: (allowed: readonly string[]) =>
      `Kindly choose delivery types from ${allowed.join(', ')}`,
    deliveryTypeRepeated: 'Each delivery type can be chosen only once',
    otherDeliveryTypeBlank: 'Other delivery types cannot be blank',
    otherDeliveryTypeRepeated: 'Each other delivery type can be listed only once',
    dayUnknown: (allowed: readonly string[]) =>
      `Kindly choose a day of operation from ${allowed.join(', ')}`,
    dayRepeated: 'Each day of operation can be listed only once',
    timeInvalid: 'Kindly fill in times as HH:mm between 00:00 and 23:59',
    timeOrder: 'The opening time must be before the closing time',
    countNegative: (field: string) => `${field} cannot be negative`,
  },
} as const;
