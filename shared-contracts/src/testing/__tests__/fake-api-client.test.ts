import { fakeApiClient } from '../fake-api-client';

describe('fakeApiClient', () => {
  it('answers with the methods the test gives', async () => {
    const get = jest.fn().mockResolvedValue({ id: 3 });
    const api = fakeApiClient({ posts: { get } }, { locale: 'en' });
    await expect(api.services.posts.get('news')).resolves.toEqual({ id: 3 });
    expect(get).toHaveBeenCalledWith('news');
    expect(api.locale).toBe('en');
  });

  it('rejects a call the test did not give, naming the method', async () => {
    const api = fakeApiClient({ posts: { get: jest.fn() } });
    await expect(api.services.posts.list()).rejects.toThrow('The fake API client has no posts.list');
    await expect(api.services.forms.jobApplication(new FormData())).rejects.toThrow('forms.jobApplication');
    await expect(api.get('/api/company')).rejects.toThrow('has no get');
  });
});
