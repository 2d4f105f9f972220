"""The game service: a versioned JSON API for playing a deal against the AI, and the built site.

``deal`` plays a deal from its seed and moves, ``views`` phrases what the human seat may know,
``tokens`` seals a deal into an encrypted token, ``app`` is the ASGI application and ``run``
starts it under uvicorn. ``words`` holds the Table's gettext domain, ``page`` writes the Table
pages of the site.
"""
