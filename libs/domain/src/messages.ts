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
  },
  admin: {
    outletDeleted: (recordCount: number) =>
      `Successfully deleted outlet and ${recordCount} associated records`,
    outletDeleteFailed: (error: string) => `Failed to delete outlet: ${error}`,
    outletDeleteError: 'An error occurred while deleting the outlet. Please try again.',
    noOutletsFound: 'No outlets found matching your criteria',
  },
  subscription: {
    cancelFailed: 'Failed to cancel subscription',
  },
  integrations: {
    posConnected: 'Loyverse successfully connected',
    posDisconnected: 'Loyverse successfully disconnected',
    mailDisconnected: 'Google successfully disconnected',
  },
  empty: {
    noItemsFound: 'No items found',
    noDataFound: 'No data found',
  },
} as const;
