//! Rules of this game: being written (see the issue that adds its problem).
