import { ApiError, PageNotFoundError, UndefinedServiceMethodError, failureCodeOf } from '../errors';

describe('failureCodeOf', () => {
  it.each([
    [{ code: '404' }, 404],
    [{ code: 404 }, 404],
    [{ code: '500' }, 500],
    [{ code: 599 }, 599],
    [{ code: '4' }, 4],
    [{ code: '5' }, 5],
    [{ code: '45' }, 45],
  ])('%p is a failure with status %p', (data, status) => {
    expect(failureCodeOf(data)).toBe(status);
  });

  it.each([
    [{ code: '200' }],
    [{ code: 302 }],
    [{ code: '4000' }],
    [{ code: 40400 }],
    [{ code: '1404' }],
    [{ code: ' 404' }],
    [{ code: '' }],
    [{ code: null }],
    [{ code: 'abc' }],
    [{ id: 404 }],
    [{ status: 500 }],
    [null],
    [undefined],
    ['404'],
    [404],
    [[{ code: '404' }]],
  ])('%p is not a failure', (data) => {
    expect(failureCodeOf(data)).toBeNull();
  });
});

describe('error classes', () => {
  it('ApiError keeps status, path and field errors and classifies the status', () => {
    const error = new ApiError('nope', 503, '/api/menus', { email: 'pole wymagane' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(503);
    expect(error.path).toBe('/api/menus');
    expect(error.fieldErrors).toEqual({ email: 'pole wymagane' });
    expect(error.isUnavailable).toBe(true);
    expect(error.isNotFound).toBe(false);
    expect(new ApiError('x', 0, '/').isUnavailable).toBe(true);
    expect(new ApiError('x', 404, '/').isNotFound).toBe(true);
    expect(new ApiError('x', 404, '/').isUnavailable).toBe(false);
    expect(new ApiError('x', 422, '/').fieldErrors).toEqual({});
  });

  it('UndefinedServiceMethodError names the service and the method', () => {
    const error = new UndefinedServiceMethodError('posts', 'remove');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('UndefinedServiceMethodError');
    expect(error.message).toBe("Undefined method 'remove' on service 'posts'");
  });

  it("PageNotFoundError defaults to 'Page does not exist'", () => {
    expect(new PageNotFoundError().message).toBe('Page does not exist');
    expect(new PageNotFoundError().name).toBe('PageNotFoundError');
    expect(new PageNotFoundError('gone').message).toBe('gone');
  });
});
