import { presignedUpload } from '../../lib/upload';
import { menuLimitView, photoContentType, serverReason } from './menu';

describe('menu screens', () => {
  it('counts menus against the plan: Unlimited for -1, reached at the limit', () => {
    expect(menuLimitView({ used: 3, total: 10 })).toEqual({
      text: 'Menu limit: 3/10',
      reached: false,
    });
    expect(menuLimitView({ used: 10, total: 10 })).toEqual({
      text: 'Menu limit: 10/10',
      reached: true,
    });
    expect(menuLimitView({ used: 0, total: 0 }).reached).toBe(true);
    expect(menuLimitView({ used: 250, total: -1 })).toEqual({
      text: 'Menu limit: 250/Unlimited',
      reached: false,
    });
  });

  it("signs the photo's own type, or the type its extension names", () => {
    expect(photoContentType({ name: 'dish.png', type: 'image/png' })).toBe('image/png');
    expect(photoContentType({ name: 'DISH.JPG', type: '' })).toBe('image/jpeg');
    expect(photoContentType({ name: 'dish.webp', type: '' })).toBe('image/webp');
    expect(photoContentType({ name: 'dish', type: '' })).toBe('application/octet-stream');
  });

  it('turns the upload ticket into the PUT the upload control sends', () => {
    expect(
      presignedUpload({
        key: 'o/catalogue/menu-items/1/photo/x.png',
        url: 'http://s3/put',
        headers: [{ name: 'Content-Type', value: 'image/png' }],
      }),
    ).toEqual({
      key: 'o/catalogue/menu-items/1/photo/x.png',
      url: 'http://s3/put',
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
    });
  });

  it("keeps the server's reason for a refusal, not for a failure", () => {
    const refused = {
      errors: [
        { message: 'You have reached the menu limit.', extensions: { code: 'BAD_USER_INPUT' } },
      ],
    };
    expect(serverReason(refused)).toBe('You have reached the menu limit.');
    expect(
      serverReason({
        errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      }),
    ).toBeNull();
    expect(serverReason(new Error('network'))).toBeNull();
    expect(serverReason(null)).toBeNull();
  });
});
