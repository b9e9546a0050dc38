import { expect, test } from '@playwright/test';
import { Messages } from '@mise/domain';
import { MY_PHONE, signInWithOutlet } from './fixtures';

test('an owner edits the outlet profile: the rules, the save and the saved values', async ({
  page,
}) => {
  const owner = await signInWithOutlet(page);
  const outlet = { name: owner.outletName, address: owner.outletAddress };
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page).toHaveURL(/\/settings$/);
  // Subscription is the default tab
  await expect(page.getByRole('tab', { name: 'Subscription', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();

  // The outlet name is shown and cannot be edited.
  const outletName = page.getByLabel('Outlet Name');
  await expect(outletName).toHaveValue(outlet.name);
  await expect(outletName).not.toBeEditable();

  const address = page.getByLabel('Address');
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  const beneficiary = page.getByLabel('Beneficiary Name');
  const account = page.getByLabel('Account Number');
  const bank = page.getByLabel('Bank Name');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(address).toHaveValue(outlet.address);
  // The contact number starts as the one given at onboarding.
  await expect(phone).toHaveValue(/12.?345.?6789$/);

  await address.fill('');
  await save.click();
  await expect(page.getByText(Messages.profile.addressRequired)).toBeVisible();

  await phone.fill('123');
  await save.click();
  await expect(page.getByText(Messages.profile.contactNumberInvalid)).toBeVisible();

  // A new outlet has no payment details yet.
  await beneficiary.fill('');
  await account.fill('');
  await bank.fill('');
  await save.click();
  await expect(page.getByText(Messages.profile.beneficiaryNameRequired)).toBeVisible();
  await expect(page.getByText(Messages.profile.accountNumberRequired)).toBeVisible();
  await expect(page.getByText(Messages.profile.bankNameRequired)).toBeVisible();

  await phone.fill('');
  await save.click();
  await expect(page.getByText(Messages.profile.contactNumberRequired)).toBeVisible();

  await address.fill('8 Jalan Telawi 3, Bangsar, Kuala Lumpur');
  await phone.fill(MY_PHONE);
  await beneficiary.fill('Kedai Makan Sdn Bhd');
  await account.fill('5140 1234 5678');
  await bank.fill('Maybank');
  await save.click();
  await expect(page.getByText(Messages.profile.updated)).toBeVisible();
  for (const message of Object.values(Messages.profile).slice(0, 6)) {
    await expect(page.getByText(message, { exact: true })).toHaveCount(0);
  }

  await page.reload();
  await expect(page.getByLabel('Address')).toHaveValue('8 Jalan Telawi 3, Bangsar, Kuala Lumpur');
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue(/12.?345.?6789$/);
  await expect(page.getByLabel('Beneficiary Name')).toHaveValue('Kedai Makan Sdn Bhd');
  await expect(page.getByLabel('Account Number')).toHaveValue('5140 1234 5678');
  await expect(page.getByLabel('Bank Name')).toHaveValue('Maybank');
  await expect(page.getByLabel('Outlet Name')).toHaveValue(outlet.name);
});
